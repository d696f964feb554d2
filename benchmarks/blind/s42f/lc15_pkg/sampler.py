"""Uniform negatives for BPR, rejecting events the fan already bought."""
import torch


class BprSampler:
    def __init__(self, data, seen, batch_size=256, seed=0):
        self.fan, self.event, self.seen = data["fan"], data["event"], seen
        self.n_events = data["n_events"]
        self.batch_size = batch_size
        self.gen = torch.Generator().manual_seed(seed)

    def __iter__(self):
        perm = torch.randperm(len(self.fan), generator=self.gen)
        for s in range(0, len(perm), self.batch_size):
            rows = perm[s:s + self.batch_size]
            fans, pos = self.fan[rows], self.event[rows]
            neg = torch.randint(0, self.n_events, (len(rows),), generator=self.gen)
            for _ in range(3):
                clash = self.seen[fans, neg]
                if not clash.any():
                    break
                neg[clash] = torch.randint(0, self.n_events, (int(clash.sum()),), generator=self.gen)
            yield fans, pos, neg
