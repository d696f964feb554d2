"""Distil a BiLSTM headline-topic classifier into a bag-of-n-grams student."""
