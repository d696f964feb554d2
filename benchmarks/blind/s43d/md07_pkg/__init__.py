"""Ammonite genus identification from suture-line and shell measurements, with calibrated uncertainty sampling."""
