import torch
from torch import nn


class LinearChainCRF(nn.Module):
    def __init__(self, n_tags):
        super().__init__()
        self.transitions = nn.Parameter(torch.zeros(n_tags, n_tags))
        self.start = nn.Parameter(torch.zeros(n_tags))
        self.end = nn.Parameter(torch.zeros(n_tags))

    def _path_score(self, emissions, tags):
        batch = torch.arange(emissions.shape[0])
        score = self.start[tags[:, 0]] + emissions[batch, 0, tags[:, 0]]
        for t in range(1, emissions.shape[1]):
            score = score + self.transitions[tags[:, t - 1], tags[:, t]]
            score = score + emissions[batch, t, tags[:, t]]
        return score + self.end[tags[:, -1]]

    def _log_partition(self, emissions):
        alpha = self.start + emissions[:, 0]
        for t in range(1, emissions.shape[1]):
            step = alpha[:, :, None] + self.transitions[None] + emissions[:, t, None, :]
            alpha = torch.logsumexp(step, dim=1)
        return torch.logsumexp(alpha + self.end, dim=1)

    def log_likelihood(self, emissions, tags):
        """log p(tags | emissions) for every sequence of the batch."""
        return self._path_score(emissions, tags) - self._log_partition(emissions)

    @torch.no_grad()
    def decode(self, emissions):
        score = self.start + emissions[:, 0]
        back = []
        for t in range(1, emissions.shape[1]):
            step = score[:, :, None] + self.transitions[None]
            score, idx = step.max(dim=1)
            score = score + emissions[:, t]
            back.append(idx)
        best = [(score + self.end).argmax(dim=1)]
        for idx in reversed(back):
            best.append(idx.gather(1, best[-1][:, None]).squeeze(1))
        return torch.stack(best[::-1], dim=1)
