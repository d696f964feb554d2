import torch
import torch.nn as nn


class TinyLM(nn.Module):
    def __init__(self, vocab, d_model=32, n_layers=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d_model)
        self.rnn = nn.GRU(d_model, d_model, num_layers=n_layers, batch_first=True)
        self.norm = nn.LayerNorm(d_model)
        self.lm_head = nn.Linear(d_model, vocab, bias=False)
        self.lm_head.weight = self.emb.weight  # weight tying
        nn.init.normal_(self.emb.weight, std=0.02)

    def forward(self, tokens):
        h, _ = self.rnn(self.emb(tokens))
        return self.lm_head(self.norm(h))


def random_corpus(vocab, n_batches, bs, seq_len, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randint(0, vocab, (bs, seq_len), generator=g) for _ in range(n_batches)]
