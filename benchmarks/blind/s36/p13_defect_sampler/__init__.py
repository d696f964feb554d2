"""Wafer-map defect patterns from summary features, with loss-driven sampling."""
