import torch
from torch import nn

from q03_review_glove.vectors import init_embedding


class ReviewClassifier(nn.Module):
    def __init__(self, vocab_size, emb_dim, hidden, pad_idx=0):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_idx)
        self.rnn = nn.GRU(emb_dim, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, 1)

    def forward(self, ids):
        mask = (ids != 0).unsqueeze(-1).float()
        h, _ = self.rnn(self.embedding(ids))
        pooled = (h * mask).sum(1) / mask.sum(1).clamp(min=1.0)
        return self.out(pooled).squeeze(-1)


def build_model(vocab, args, table=None):
    model = ReviewClassifier(len(vocab), args.emb_dim, args.hidden)
    if table is not None:
        hits = init_embedding(model.embedding, vocab.itos, table)
        print(f"pretrained vectors for {hits}/{len(vocab)} words")
    return model


def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def predict_proba(model, ids):
    with torch.no_grad():
        return torch.sigmoid(model(ids))
