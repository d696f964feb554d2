"""Slot filling for flight-booking requests (ATIS-like, BIO tags), with airport codes added
to the vocabulary as whole tokens."""
