import torch
import torch.nn as nn

from .config import CFG


class SpanExtractor(nn.Module):
    def __init__(self, embedding_matrix):
        super().__init__()
        self.embedding = nn.Embedding(CFG.vocab, CFG.emb_dim, padding_idx=0)
        self.embedding.weight = nn.Parameter(torch.tensor(embedding_matrix))
        self.sentiment_emb = nn.Embedding(len(CFG.sentiments), CFG.emb_dim)
        self.lstm = nn.LSTM(CFG.emb_dim, CFG.hidden, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(0.1)
        self.qa_outputs = nn.Linear(2 * CFG.hidden, 2)

    def forward(self, ids, sentiment):
        h = self.embedding(ids) + self.sentiment_emb(sentiment)[:, None, :]
        h, _ = self.lstm(h)
        logits = self.qa_outputs(self.dropout(h))
        start_logits, end_logits = logits.unbind(-1)
        pad = ids == 0
        return start_logits.masked_fill(pad, -1e4), end_logits.masked_fill(pad, -1e4)
