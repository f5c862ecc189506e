// A strict well-formedness check for the XML and the XML-shaped HTML movebal
// writes (independent of the writers): one root element, every tag closed in
// order, attribute values quoted, only the five predefined entities or
// numeric ones, no stray '<' or '&'. A leading <?xml ...?> and <!DOCTYPE ...>
// are allowed. Returns an empty string when well formed, else the problem.
#ifndef MOVEBAL_TESTS_XML_CHECK_H_
#define MOVEBAL_TESTS_XML_CHECK_H_

#include <cctype>
#include <string>
#include <vector>

namespace movebal::testing {

inline std::string XmlProblem(const std::string& text) {
  std::vector<std::string> open;
  int roots = 0;
  std::size_t i = 0;
  const auto at = [&](std::size_t pos) { return " at byte " + std::to_string(pos); };
  const auto name_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == ':' || c == '_'; };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '&') {
      const std::size_t end = text.find(';', i);
      if (end == std::string::npos) return "unterminated entity" + at(i);
      const std::string entity = text.substr(i + 1, end - i - 1);
      const bool numeric = entity.size() > 1 && entity[0] == '#';
      if (!numeric && entity != "amp" && entity != "lt" && entity != "gt" && entity != "quot" && entity != "apos") {
        return "unknown entity &" + entity + ";" + at(i);
      }
      i = end + 1;
      continue;
    }
    if (c == '>') return "stray '>'" + at(i);
    if (c != '<') {
      if (open.empty() && !std::isspace(static_cast<unsigned char>(c))) return "text outside the root element" + at(i);
      ++i;
      continue;
    }
    if (text.compare(i, 5, "<?xml") == 0 || text.compare(i, 9, "<!DOCTYPE") == 0) {
      if (roots > 0 || !open.empty()) return "declaration inside the document" + at(i);
      const std::size_t end = text.find('>', i);
      if (end == std::string::npos) return "unterminated declaration" + at(i);
      i = end + 1;
      continue;
    }
    if (text.compare(i, 4, "<!--") == 0) {
      const std::size_t end = text.find("-->", i);
      if (end == std::string::npos) return "unterminated comment" + at(i);
      i = end + 3;
      continue;
    }
    const bool closing = i + 1 < text.size() && text[i + 1] == '/';
    std::size_t j = i + (closing ? 2 : 1);
    const std::size_t name_start = j;
    while (j < text.size() && name_char(text[j])) ++j;
    const std::string name = text.substr(name_start, j - name_start);
    if (name.empty()) return "a tag without a name" + at(i);
    if (closing) {
      if (j >= text.size() || text[j] != '>') return "bad closing tag </" + name + at(i);
      if (open.empty() || open.back() != name) return "</" + name + "> does not close <" + (open.empty() ? "" : open.back()) + ">" + at(i);
      open.pop_back();
      i = j + 1;
      continue;
    }
    // Attributes: name="value" or name='value'.
    while (true) {
      while (j < text.size() && std::isspace(static_cast<unsigned char>(text[j]))) ++j;
      if (j >= text.size()) return "unterminated tag <" + name + at(i);
      if (text[j] == '>' || text.compare(j, 2, "/>") == 0) break;
      const std::size_t attr = j;
      while (j < text.size() && name_char(text[j])) ++j;
      if (j == attr || j >= text.size() || text[j] != '=') return "bad attribute in <" + name + at(j);
      ++j;
      if (j >= text.size() || (text[j] != '"' && text[j] != '\'')) return "unquoted attribute in <" + name + at(j);
      const std::size_t end = text.find(text[j], j + 1);
      if (end == std::string::npos) return "unterminated attribute in <" + name + at(j);
      const std::string value = text.substr(j + 1, end - j - 1);
      if (value.find('<') != std::string::npos) return "'<' in an attribute of <" + name + at(j);
      j = end + 1;
    }
    if (open.empty()) ++roots;
    if (roots > 1) return "a second root element <" + name + at(i);
    if (text[j] == '/') {
      i = j + 2;
    } else {
      open.push_back(name);
      i = j + 1;
    }
  }
  if (!open.empty()) return "<" + open.back() + "> is never closed";
  if (roots != 1) return "no root element";
  return "";
}

}  // namespace movebal::testing

#endif  // MOVEBAL_TESTS_XML_CHECK_H_
