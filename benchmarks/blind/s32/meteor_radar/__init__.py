"""Specular meteor radar echoes: echo class, ambipolar decay time and entry speed."""
