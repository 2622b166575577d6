package gamut.ui.view;

import gamut.ui.controller.RulesInfo;

/** The HTML of the viewer's texts: the rules tab, and text escaped for labels and menus. */
final class RulesHtml {
    private RulesHtml() {}

    /** The text as HTML shows it: its markup characters escaped, its line breaks kept. */
    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>");
    }

    /** The rules tab: title, description, source, and the variants in play with their sources. */
    static String page(RulesInfo.Summary info) {
        StringBuilder h = new StringBuilder("<html><body style='font-family:sans-serif; margin:6px'>");
        h.append("<h2>").append(escape(info.title())).append("</h2>");
        if (!info.description().isEmpty()) {
            h.append("<p>").append(escape(info.description().replaceAll("(?<!\n)\n(?!\n)", " "))).append("</p>");
        }
        h.append("<p><b>Source:</b> ").append(info.source().isEmpty() ? "<i>none cited</i>" : escape(info.source()))
                .append("</p>");
        h.append("<h3>Variants</h3>");
        if (info.variants().isEmpty()) {
            h.append("<p><i>none: the base game</i></p>");
        } else {
            h.append("<ul>");
            for (RulesInfo.ChosenVariant v : info.variants()) {
                h.append("<li><b>").append(escape(v.name())).append("</b><br>")
                        .append(v.source().isEmpty() ? "<i>no source cited</i>" : escape(v.source())).append("</li>");
            }
            h.append("</ul>");
        }
        return h.append("</body></html>").toString();
    }
}
