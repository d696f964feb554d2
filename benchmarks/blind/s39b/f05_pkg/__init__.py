"""Non-intrusive load monitoring: seq2point kettle disaggregation from smart-meter aggregate power."""
