"""Cuts a (stations, minutes, signals) tensor into consecutive chunks for truncated BPTT."""


class ChunkStream:
    def __init__(self, series, chunk=40):
        self.series = series
        self.chunk = chunk

    def __len__(self):
        return (self.series.size(1) - 1) // self.chunk

    def __iter__(self):
        for k in range(len(self)):
            s = k * self.chunk
            window = self.series[:, s:s + self.chunk + 1]
            yield k, window[:, :-1], window[:, 1:]
