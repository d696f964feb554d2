"""Chunked scoring helpers shared by the screening tools."""


def score_chunk(model, chunk):
    return model(chunk).squeeze(1)


def chunked(x, size):
    return list(x.split(size))
