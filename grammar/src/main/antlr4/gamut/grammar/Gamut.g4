// The Gamut rule language. Every alternative is labelled so that AstBuilder maps each label to one
// immutable AST node; names of builtins (conditions, counts) are not keywords but are resolved by
// the checker, so adding a builtin never changes this grammar. See docs/language.md.
grammar Gamut;

file
    : GAME name=STRING '{' item* '}' EOF
    ;

item
    : DESCRIPTION text=STRING                                            #descriptionItem
    | SOURCE text=STRING                                                 #sourceItem
    | PLAYERS names+=word (',' names+=word)*                             #playersItem
    | FIRST player=word                                                  #firstItem
    | BOARD board                                                        #boardItem
    | DIRECTIONS '{' direction* '}'                                      #directionsItem
    | DIRECTIONS name=word OF owner=word '=' dirs+=word (',' dirs+=word)* #relativeDirectionsItem
    | DIRECTIONS name=word '=' dirs+=word (',' dirs+=word)*              #sharedDirectionsItem
    | PIECES '{' pieceDecl (',' pieceDecl)* '}'                          #piecesItem
    | FLAGS names+=word (',' names+=word)*                               #flagsItem
    | ZONE name=word (OF owner=word)? '=' members+=zoneMember (',' members+=zoneMember)*       #zoneItem
    | ZONE name=word (OF owner=word)? WHERE cond=expr                    #zoneWhereItem
    | TRACK name=word OF owner=word '=' cells+=cellRef (',' cells+=cellRef)*
        (THEN (off=OFF | loop=LOOP))?                                    #trackItem
    | SETUP '{' placement* '}'                                           #setupItem
    | DEFINE name=word '(' (params+=word (',' params+=word)*)? ')' block  #defineItem
    | DEFINE name=word '(' (params+=word (',' params+=word)*)? ')' '=' value=expr #defineValueItem
    | MOVES pieces+=word (',' pieces+=word)* (OF whose=word)? (AS groups+=word (',' groups+=word)*)?
        (CHOSEN BY chooser=word)? block                                  #movesItem
    | DROPS pieces+=word (',' pieces+=word)* (AS groups+=word (',' groups+=word)*)? block #dropsItem
    | AFTER (groups+=word (',' groups+=word)*)? block                    #afterItem
    | PRIORITY groups+=word (',' groups+=word)*                          #priorityItem
    | FALLBACK group=word '=>' other=word (AT timing=word)?              #fallbackItem
    | TURN name=word (WHEN cond=expr)? ':' (turnPlan | NONE)             #turnItem
    | FORBID name=word AT timing=word ':' cond=expr                      #forbidItem
    | PREFER name=word ':' cond=expr                                     #preferItem
    | DICE count=INT OF faces=INT (',' diceOption)*                      #diceItem
    | END name=word ':' (cond=expr '=>' outcome | NONE)                  #endItem
    | REPETITION (times=INT '=>' outcome | NONE | kind=word)             #repetitionItem
    | LIMIT plies=INT (unit=(PLIES | TURNS))? (SINCE since=expr)? '=>' outcome #limitItem
    | NO_MOVES '=>' (PASS | outcome)                                     #noMovesItem
    | PASS allowed=word?                                                 #passItem
    | COMPENSATION (whole=INT | part=DECIMAL) TO player=word               #compensationItem
    | KEEP MOST what=word                                                #keepItem
    | ROYAL pieces+=word (',' pieces+=word)*                             #royalItem
    | DOUBLING CUBE (TO max=INT)?                                        #cubeItem
    | CAPTURES (GO TO (HAND | toOwner=RESERVE) | beneath=STAY BENEATH)   #handItem
    | DEMOTE piece=word TO kind=word                                     #demoteItem
    | SHOW piece=word (OF owner=word)? AS look                           #showPieceItem
    | SHOW ZONE zone=word                                                #showZoneItem
    | COMPUTER level=word spec=STRING (ELO elo=signedInt)?                #computerItem
    | COMPUTER AVOIDS name=word ':' cond=expr                            #avoidItem
    | POSITION name=word '{' positionField* '}'                          #positionItem
    | NOTATION '{' notationField* '}'                                    #notationItem
    | TEST name=STRING '{' testField* '}'                                #testItem
    | ALSO item                                                          #alsoItem
    | VARIANT name=variantName
        (EXTENDS parents+=variantName (',' parents+=variantName)*)?
        '{' item* '}'                                                    #variantItem
    ;

diceOption
    : DOUBLES PLAY times=INT                                             #doublesOption
    | MUST PLAY rules+=word (THEN rules+=word)*                          #mustPlayOption
    | OPENING style=word                                                 #openingOption
    ;

// 'with edges' and 'with edges and vertices' (a hex board: 'with edges'): no item starts with a plain name, so these words
// cannot be mistaken for the next item; the builder checks them.
board
    : GRID width=INT BY height=INT (WITHOUT cells+=cellRef (',' cells+=cellRef)*)?
        (with=ID places+=ID (AND places+=ID)*)?                          #gridBoard
    | HEX map=STRING (with=ID places+=ID (AND places+=ID)*)?             #hexBoard
    | HEX width=INT BY height=INT (with=ID places+=ID (AND places+=ID)*)? #hexGridBoard
    | POINTS count=INT                                                   #pointsBoard
    | LINES lines+=pointLine (',' lines+=pointLine)*                     #linesBoard
    | shape=ID arguments+=boardArgument*                                 #shapedBoard
    ;

// What a shape named by a plain word reads after its name: numbers and words ('by' too, so that a
// misspelt 'gird 8 by 8' is read whole and reported as an unknown shape).
boardArgument
    : INT | ID | BY
    ;

// A line of a board of points and lines: the points it joins, in order along it.
pointLine
    : points+=word ('-' points+=word)+
    ;

direction
    : name=word '=' '(' dx=signedInt ',' dy=signedInt ')'
    ;

// A piece type, its letter, and numbers of its own that rules read: 'disc3 "3" size 3'. The numbers
// follow the letter, so that a block left open ('pieces { stone' and the next item) is still said as
// a missing '}', not as a number missing after the next item's first word.
pieceDecl
    : name=word (letter=STRING attributes+=pieceAttribute*)?
    ;

// An attribute's name is a plain name or a word of the notation item, never a word that starts an
// item, so that an item after an unclosed 'pieces {' is still read as an item ('missing '}' before
// 'captures'').
pieceAttribute
    : name=attributeName value=signedInt
    ;

attributeName
    : ID | ORIGIN | NEEDED | MARKS | LETTER | WRITTEN | TOWARD | CHECK | MATE | NUMBER
    ;

// The fields of a position written in letters (FEN, SFEN), in the order they are written.
positionField
    : BOARD (letters+=letterDecl (',' letters+=letterDecl)*)?          #boardField
    | TURN letters+=word (',' letters+=word)*                          #turnField
    | WITHOUT flag=word '{' (rights+=rightDecl (',' rights+=rightDecl)*)? '}' #rightsField
    | PASSED piece=word dir=word                                       #passedField
    | HAND                                                             #handField
    | SQUARES players+=word (',' players+=word)* '{' letters+=letterDecl (',' letters+=letterDecl)* '}' #squaresField
    | CLOCK                                                            #clockField
    | TURNS                                                            #turnsField
    | ROUNDS                                                           #roundsField
    ;

letterDecl
    : piece=word letter=STRING
    ;

// How the game's players write a move (SAN for chess, square numbers for draughts).
notationField
    : ORIGIN WHEN NEEDED ':' parts+=word (',' parts+=word)*             #originField
    | MARKS marks+=markDecl (',' marks+=markDecl)*                      #marksField
    | WITHOUT LETTER pieces+=word (',' pieces+=word)*                   #unletteredField
    | PROMOTE mark=STRING (letter=LETTER | ELSE declined=STRING)?       #promoteField
    | group=word WRITTEN names+=groupName (',' names+=groupName)*       #groupNameField
    | CHECK check=STRING (',' MATE mate=STRING)?                        #checkField
    | NUMBER ALONG TRACK track=word                                     #trackNumberField
    | NUMBER cells=word ALONG along=word THEN rows=word                 #numberField
    | files=word fileLabels=STRING ',' ranks=word rankLabels=STRING      #labelField
    ;

// A mark and what it marks: 'capture "x"'.
markDecl
    : what=(MOVE | CAPTURE | DROP | EXIT | ID) text=STRING
    ;

// The spellings of a group's moves, the first written, the others read too, by the way the piece goes.
groupName
    : spellings+=STRING (OR spellings+=STRING)* (TOWARD dir=word)?
    ;

// A test of the rules, written with them: where it starts, the moves played, what must hold there.
testField
    : UNDER sets+=variantSet (',' sets+=variantSet)*                   #underField
    | POSITION text=STRING                                             #startField
    | AFTER moves=STRING                                               #playedField
    | MOVES (count=INT | list=STRING)                                  #movesField
    | TURNS count=INT                                                  #turnCountField
    | PERFT depth=INT '=' count=INT                                    #perftField
    | LEGAL move=STRING                                                #legalField
    | ILLEGAL move=STRING                                              #illegalField
    | RESULT (NONE | outcome)                                          #resultField
    | PLACES text=STRING                                               #placesField
    ;

// Variants applied together: trap=line_same_ring + prime=none.
variantSet
    : names+=variantName ('+' names+=variantName)*
    ;

rightDecl
    : letter=word '=' cells+=cellRef+
    ;

// Several layers make a column on each cell, written bottom first: 'solo disc3, solo disc2: a1'.
// 'every cell but d4' lists the board's other cells; its three words are checked by the builder.
// 'scramble 200 moves seed 15' starts the game that many random moves away from the set-up.
placement
    : layers+=layer (',' layers+=layer)* ':' (every=word cell=word but=word)?
        cells+=cellRef (',' cells+=cellRef)*                                                  #cellPlacement
    | RESERVE owner=word ':' counts+=pieceCount (',' counts+=pieceCount)* #reservePlacement
    | SCRAMBLE count=INT MOVES seedWord=word seed=INT                    #scramblePlacement
    ;

layer
    : owner=word piece=word?
    ;

pieceCount
    : piece=word (count=INT | amount=word)
    ;

// A cell of a zone, or a line of cells joined by '-' (a zone given as lines: a1-d1-g1, b2-d2-f2).
zoneMember
    : cells+=cellRef ('-' cells+=cellRef)*
    ;

cellRef
    : name=word ('*' count=INT)?                                         #namedCell
    | number=INT ('..' last=INT)? ('*' count=INT)?                       #numberedCells
    ;

turnPlan
    : ONE OF groups+=word (',' groups+=word)*                            #oneOfPlan
    | EACH OF groups+=word (',' groups+=word)* (IN ANY ORDER)?           #eachOfPlan
    | ALL OF groups+=word (',' groups+=word)*                            #allOfPlan
    ;

// How a piece looks in the viewer: a built-in shape by name, a text symbol, or an SVG file.
look
    : shape=word                                                         #shapeLook
    | SYMBOL text=STRING                                                 #symbolLook
    | IMAGE path=STRING                                                  #imageLook
    ;

variantName
    : key=variantWord ('=' value=variantWord)?
    ;


outcome
    : DRAW                                                               #drawOutcome
    | player=word (WINS | LOSES) (BY (score=expr | points=DECIMAL))?     #playerOutcome
    | player=word FINISHES                                               #finishOutcome
    | HIGHEST tally=expr WINS (BY MARGIN)?                               #highestOutcome
    ;

block
    : '{' statement* '}'
    ;

statement
    : STEP dir=expr                                                      #stepStatement
    | VERIFY cond=expr                                                   #verifyStatement
    | REPEAT times=expr block                                            #repeatStatement
    | WHILE cond=expr block                                              #whileStatement
    | FOR var=word IN items+=atom+ (WHERE filter=expr)? block            #forStatement
    | IF cond=expr then=block (ELSE (otherwise=block | elseIf=statement))? #ifStatement
    | LET name=word '=' value=expr                                       #letStatement
    | GOTO cell=expr                                                     #gotoStatement
    | MOVE (AT at=expr TO to=expr)?                                      #moveStatement
    | DROP                                                               #dropStatement
    | EXIT                                                               #exitStatement
    | CAPTURE (AT at=expr)? (INTO into=expr)? (now=NOW)?                 #captureStatement
    | SOW ALONG track=word (WHERE filter=expr)? body=block?              #sowStatement
    | AGAIN                                                              #againStatement
    | CHAIN (kind=word)? block                                           #chainStatement
    | LAND                                                               #landStatement
    | PROMOTE TO piece=word (AT at=expr)?                                #promoteStatement
    | FLIP (AT at=expr)? (TO player=expr)?                               #flipStatement
    | PLACE piece=word (OF owner=expr)? (AT at=expr)?                    #placeStatement
    | REMOVE (TO RESERVE)?                                               #removeStatement
    | ADVANCE steps=expr (ALONG track=word)?                             #advanceStatement
    | USE die=expr                                                       #useStatement
    | SET flag=word (AT at=expr)?                                        #setStatement
    | CLEAR flag=word (AT at=expr)?                                      #clearStatement
    | name=word '(' (args+=expr (',' args+=expr)*)? ')'                  #callStatement
    | BREAK                                                              #breakStatement
    ;

// Tightest first: arithmetic, then comparisons, then 'not', then 'and', then 'or'.
expr
    : left=expr op=('*' | '/' | '%') right=expr                          #binaryExpr
    | left=expr op=('+' | '-') right=expr                                #binaryExpr
    | left=expr op=('==' | '!=' | '<' | '<=' | '>' | '>=') right=expr    #binaryExpr
    | NOT operand=expr                                                   #notExpr
    | left=expr op=AND right=expr                                        #binaryExpr
    | left=expr op=OR right=expr                                         #binaryExpr
    | atom                                                               #atomExpr
    ;

atom
    : value=INT                                                          #intAtom
    | '-' value=INT                                                      #negativeIntAtom
    | (TRUE | FALSE)                                                     #boolAtom
    | quantifier=(ANY | ALL) '(' var=word IN items+=atom+ WHERE cond=expr ')' #quantifierAtom
    | reach=word '(' var=word IN start=atom TO items+=atom+ WHERE cond=expr ')' #reachAtom
    | name=word '(' (args+=expr (',' args+=expr)*)? ')'                  #callAtom
    | name=word                                                          #nameAtom
    | '(' inner=expr ')'                                                 #parenAtom
    ;

signedInt
    : '-'? INT
    ;

// Keywords that may still serve as names: builtins (in, directions, pieces, dice) and group or
// turn names (drop, play, opening). Words that start an item, a statement or an outcome stay
// reserved, so that an unclosed block still reads the next item as an item; 'captures' and
// 'demote' are the exceptions, since games already name a group 'captures' and a new item should
// take no name away; so do 'position', 'test' and the words of their fields, 'show' with its
// 'symbol' and 'image', and 'avoids' after 'computer'.
word
    : ID | DIRECTIONS | PIECES | DICE | IN | PLAY | OPENING | DROP | MOVE | EXIT | REMOVE | OFF | ONE
    | EACH | ANY | ORDER | MARGIN | MOST | NOW | PLACE | INTO | LOOP | SINCE | WITHOUT | CAPTURES | GO | HAND | DEMOTE | STAY | BENEATH | DOUBLING | CUBE
    | POSITION | PASSED | CLOCK | ROUNDS | SQUARES | TEST | UNDER | PERFT | LEGAL | ILLEGAL | RESULT | PLACES
    | SHOW | SYMBOL | IMAGE | ELO | LINES | COMPENSATION | SCRAMBLE | FINISHES
    | NOTATION | ORIGIN | NEEDED | MARKS | LETTER | WRITTEN | TOWARD | CHECK | MATE | NUMBER | ALSO | AVOIDS
    ;

// A variant's name may use any word, keywords included: first=white, repetition=none.
variantWord
    : word | GAME | DESCRIPTION | SOURCE | PLAYERS | FIRST | BOARD | FLAGS | ZONE | TRACK | SETUP
    | RESERVE | DEFINE | MOVES | DROPS | AFTER | PRIORITY | FALLBACK | TURN | FORBID | PREFER | DOUBLES
    | MUST | END | REPETITION | NONE | LIMIT | NO_MOVES | PASS | VARIANT | EXTENDS | GRID | HEX | POINTS
    | DRAW | WINS | LOSES | HIGHEST | BY | OF | THEN | AS | WHEN | WHERE | AT | TO | ALONG | STEP | VERIFY
    | REPEAT | WHILE | FOR | IF | ELSE | LET | GOTO | CAPTURE | ADVANCE | USE | SET | CLEAR | NOT | AND
    | OR | TRUE | FALSE | ALL | CHOSEN | INT | DECIMAL | PLIES | TURNS | KEEP | CHAIN | LAND | PROMOTE | FLIP
    | BREAK | SOW | AGAIN | ROYAL | COMPUTER
    ;

GAME        : 'game';
DESCRIPTION : 'description';
SOURCE      : 'source';
PLAYERS     : 'players';
FIRST       : 'first';
BOARD       : 'board';
DIRECTIONS  : 'directions';
PIECES      : 'pieces';
FLAGS       : 'flags';
ZONE        : 'zone';
TRACK       : 'track';
SETUP       : 'setup';
RESERVE     : 'reserve';
DEFINE      : 'define';
MOVES       : 'moves';
DROPS       : 'drops';
PRIORITY    : 'priority';
TURN        : 'turn';
DICE        : 'dice';
DOUBLES     : 'doubles';
PLAY        : 'play';
END         : 'end';
REPETITION  : 'repetition';
NONE        : 'none';
LIMIT       : 'limit';
PLIES       : 'plies';
TURNS       : 'turns';
NO_MOVES    : 'no_moves';
PASS        : 'pass';
VARIANT     : 'variant';
ALSO        : 'also';
AFTER       : 'after';
FALLBACK    : 'fallback';
FORBID      : 'forbid';
PREFER      : 'prefer';
MUST        : 'must';
OPENING     : 'opening';
WHERE       : 'where';
AT          : 'at';
TO          : 'to';
ALONG       : 'along';
REMOVE      : 'remove';
ADVANCE     : 'advance';
USE         : 'use';
EXTENDS     : 'extends';
GRID        : 'grid';
BY          : 'by';
WITHOUT     : 'without';
HEX         : 'hex';
POINTS      : 'points';
LINES       : 'lines';
OF          : 'of';
THEN        : 'then';
OFF         : 'off';
AS          : 'as';
WHEN        : 'when';
ONE         : 'one';
CHOSEN      : 'chosen';
ALL         : 'all';
EACH        : 'each';
IN          : 'in';
ANY         : 'any';
ORDER       : 'order';
DRAW        : 'draw';
WINS        : 'wins';
LOSES       : 'loses';
FINISHES    : 'finishes';
HIGHEST     : 'highest';
MARGIN      : 'margin';
STEP        : 'step';
VERIFY      : 'verify';
REPEAT      : 'repeat';
WHILE       : 'while';
FOR         : 'for';
IF          : 'if';
ELSE        : 'else';
LET         : 'let';
GOTO        : 'goto';
MOVE        : 'move';
DROP        : 'drop';
EXIT        : 'exit';
CAPTURE     : 'capture';
NOW         : 'now';
CHAIN       : 'chain';
LAND        : 'land';
PROMOTE     : 'promote';
FLIP        : 'flip';
PLACE       : 'place';
SOW         : 'sow';
ROYAL       : 'royal';
SINCE       : 'since';
AGAIN       : 'again';
INTO        : 'into';
LOOP        : 'loop';
KEEP        : 'keep';
CAPTURES    : 'captures';
GO          : 'go';
HAND        : 'hand';
STAY        : 'stay';
COMPUTER    : 'computer';
ELO         : 'elo';
AVOIDS      : 'avoids';
COMPENSATION : 'compensation';
DOUBLING    : 'doubling';
CUBE        : 'cube';
BENEATH     : 'beneath';
DEMOTE      : 'demote';
SCRAMBLE    : 'scramble';
POSITION    : 'position';
PASSED      : 'passed';
CLOCK       : 'clock';
ROUNDS      : 'rounds';
SQUARES     : 'squares';
TEST        : 'test';
UNDER       : 'under';
PERFT       : 'perft';
LEGAL       : 'legal';
ILLEGAL     : 'illegal';
PLACES      : 'places';
RESULT      : 'result';
SHOW        : 'show';
NOTATION    : 'notation';
ORIGIN      : 'origin';
NEEDED      : 'needed';
MARKS       : 'marks';
LETTER      : 'letter';
WRITTEN     : 'written';
TOWARD      : 'toward';
CHECK       : 'check';
MATE        : 'mate';
NUMBER      : 'number';
SYMBOL      : 'symbol';
IMAGE       : 'image';
MOST        : 'most';
SET         : 'set';
CLEAR       : 'clear';
NOT         : 'not';
AND         : 'and';
OR          : 'or';
TRUE        : 'true';
FALSE       : 'false';
BREAK       : 'break';

ID          : [a-zA-Z_] [a-zA-Z0-9_]*;
INT         : [0-9]+;
// A number with a fraction, for points only (a compensation, a score): never a value of an expression.
DECIMAL     : [0-9]+ [.] [0-9]+;
STRING      : '"""' .*? '"""'
            | '"' (~["\\\r\n] | '\\' .)* '"'
            ;

// A string that reaches the end of its line (or a """ text that reaches the end of the file)
// without closing: one token, so that the parser can say exactly that.
UNTERMINATED_STRING
            : '"""' (~'"' | '"' ~'"' | '""' ~'"')* EOF?
            | '"' (~["\\\r\n] | '\\' .)*
            ;

LINE_COMMENT  : '//' ~[\r\n]* -> skip;
BLOCK_COMMENT : '/*' .*? '*/' -> skip;
// A comment that runs to the end of the file without its '*/': hidden from the parser, and
// reported by SourceParser as what it is.
UNTERMINATED_COMMENT : '/*' (~'*' | '*'+ ~[*/])* '*'* EOF -> channel(HIDDEN);
WS            : [ \t\r\n]+ -> skip;

// Anything else is one bad character, reported by the parser's error listener with its position.
UNKNOWN_CHAR  : .;
