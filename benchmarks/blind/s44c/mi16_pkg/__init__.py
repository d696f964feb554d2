"""Fountain-pen bench: ink flow (mg per metre of line) from nib, feed, ink and paper."""
