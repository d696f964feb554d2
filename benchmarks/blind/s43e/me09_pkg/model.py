import torch
import torch.nn as nn


class MeanPooling(nn.Module):
    def forward(self, h, mask):
        m = mask.unsqueeze(-1).float()
        return (h * m).sum(1) / m.sum(1).clamp(min=1e-6)


class EssayRegressor(nn.Module):
    def __init__(self, vocab, emb_dim, hidden, n_targets):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, emb_dim, padding_idx=0)
        self.encoder = nn.ModuleList([
            nn.GRU(emb_dim, hidden, batch_first=True, bidirectional=True),
            nn.GRU(2 * hidden, hidden, batch_first=True, bidirectional=True),
        ])
        self.pool = MeanPooling()
        self.fc = nn.Linear(2 * hidden, n_targets)

    def forward(self, ids):
        mask = ids != 0
        h = self.word_embeddings(ids)
        for rnn in self.encoder:
            h, _ = rnn(h)
        return self.fc(self.pool(h, mask)) + 3.0


def get_optimizer_params(model, encoder_lr, head_lr, decay):
    """Layer-wise learning-rate decay: the deeper from the head, the smaller the lr."""
    groups = [{"params": model.fc.parameters(), "lr": head_lr}]
    lr = encoder_lr
    for layer in reversed(model.encoder):
        groups.append({"params": layer.parameters(), "lr": lr})
        lr *= decay
    groups.append({"params": model.word_embeddings.parameters(), "lr": lr})
    return groups
