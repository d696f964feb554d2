import torch

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40).strip()


class CharCorpus:
    def __init__(self, text=TEXT):
        self.chars = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.chars)}
        self.data = torch.tensor([self.stoi[c] for c in text])

    @property
    def vocab_size(self):
        return len(self.chars)

    def batchify(self, bsz):
        n = self.data.numel() // bsz
        return self.data[: n * bsz].view(bsz, n)

    def bptt_chunks(self, stream, bptt):
        for i in range(0, stream.size(1) - 1 - bptt, bptt):
            yield stream[:, i:i + bptt], stream[:, i + 1:i + 1 + bptt]
