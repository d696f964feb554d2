import torch


def arithmetic_corpus(length, vocab, g):
    tokens = torch.empty(length, dtype=torch.long)
    tokens[0] = 1
    for i in range(1, length):
        if torch.rand((), generator=g) < 0.9:
            tokens[i] = (tokens[i - 1] * 5 + 3) % vocab
        else:
            tokens[i] = torch.randint(0, vocab, (), generator=g)
    return tokens


class StreamBatcher:
    def __init__(self, tokens, batch_size, bptt):
        n = tokens.numel() // batch_size
        self.data = tokens[: n * batch_size].view(batch_size, n)
        self.bptt = bptt

    def __iter__(self):
        for i in range(0, self.data.size(1) - 1, self.bptt):
            j = min(i + self.bptt, self.data.size(1) - 1)
            yield self.data[:, i:j], self.data[:, i + 1:j + 1]
