// The balance as a picture: the score matrix as a heat map in SVG (colour =
// how far each element lies from the mean S/N, pairs in number order, with a
// legend and each pair's Qf1 beside its row), and the whole check report as
// one self-contained HTML page around it. Written by hand, valid XML.
#ifndef MOVEBAL_CLUB_REPORT_HTML_H_
#define MOVEBAL_CLUB_REPORT_HTML_H_

#include <string>
#include <vector>

#include "movement/movement.h"
#include "scoring/balance.h"

namespace movebal {

// A standalone SVG document (with the XML declaration).
std::string FormatScoreSvg(const std::string& title, const BalanceReport& report);

// The check report as one HTML page: figures, advice, the heat map, the
// score matrix and opponents tables.
std::string FormatReportHtml(const std::string& name, const Movement& m, const BalanceReport& report,
                             const std::vector<std::string>& warnings);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_REPORT_HTML_H_
