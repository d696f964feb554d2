"""Prompt tuning (Lester et al., 2021) of a frozen GRU language model to tag podcast episodes by genre."""
