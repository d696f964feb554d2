"""Drip-regime classification from stalagmite drip loggers, cave by cave."""
