// Text for the HTML and SVG pages movebal writes by hand: characters that
// XML and HTML treat as markup, escaped.
#ifndef MOVEBAL_CLUB_MARKUP_H_
#define MOVEBAL_CLUB_MARKUP_H_

#include <string>

namespace movebal {

// `text` with &, <, > and " escaped.
std::string EscapeXml(const std::string& text);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_MARKUP_H_
