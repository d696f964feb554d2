"""Lawn bowls: where does the bowl come to rest relative to the jack?"""
