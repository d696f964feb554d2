"""Training loop: in-batch softmax with a log-popularity (logQ) correction."""
import torch
import torch.nn.functional as F


class RetrievalTrainer:
    def __init__(self, model, opts, episode_counts, batch_size=128):
        self.model = model
        self.opts = opts
        self.batch_size = batch_size
        freq = episode_counts.float() + 1.0
        self.log_q = torch.log(freq / freq.sum())

    def batches(self, plays, generator):
        n = len(plays["listener"])
        order = torch.randperm(n, generator=generator)
        for s in range(0, n - self.batch_size + 1, self.batch_size):
            rows = order[s:s + self.batch_size]
            yield {k: v[rows] for k, v in plays.items()}

    def fit_epoch(self, plays, generator):
        self.model.train()
        running, steps = 0.0, 0
        for batch in self.batches(plays, generator):
            self.opts.dense.zero_grad()
            q = self.model.embed_listeners(batch["listener"], batch["hour"])
            c = self.model.embed_episodes(batch["episode"])
            logits = q @ c.T / self.model.temperature - self.log_q[batch["episode"]][None, :]
            same = batch["episode"][None, :] == batch["episode"][:, None]
            logits = logits.masked_fill(same & ~torch.eye(len(same), dtype=torch.bool), -1e9)
            nll = F.cross_entropy(logits, torch.arange(len(logits)))
            nll.backward()
            self.opts.dense.step()
            self.opts.sparse.step()
            running += nll.item()
            steps += 1
        return running / max(steps, 1)
