"""Cutter-head wear grading on a cutter-suction dredger, site by site, with mean-IMM merging."""
