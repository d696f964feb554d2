from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class TicketConfig:
    vocab_size: int
    num_labels: int
    embedding_dim: int = 48
    hidden_size: int = 64
    classifier_dropout: float = 0.1
    pad_token_id: int = 0


@dataclass
class SequenceClassifierOutput:
    loss: Optional[torch.Tensor] = None
    logits: Optional[torch.Tensor] = None


class TicketIntentModel(nn.Module):
    def __init__(self, config: TicketConfig):
        super().__init__()
        self.config = config
        self.word_embeddings = nn.Embedding(config.vocab_size, config.embedding_dim,
                                            padding_idx=config.pad_token_id)
        self.encoder = nn.GRU(config.embedding_dim, config.hidden_size, batch_first=True,
                              bidirectional=True)
        self.dropout = nn.Dropout(config.classifier_dropout)
        self.classifier = nn.Linear(2 * config.hidden_size, config.num_labels)

    def get_input_embeddings(self):
        return self.word_embeddings

    def set_input_embeddings(self, value):
        self.word_embeddings = value

    def resize_token_embeddings(self, new_num_tokens):
        old = self.get_input_embeddings()
        if new_num_tokens == old.num_embeddings:
            return old
        new = nn.Embedding(new_num_tokens, old.embedding_dim, padding_idx=old.padding_idx)
        new.to(old.weight.device, dtype=old.weight.dtype)
        nn.init.normal_(new.weight, std=0.02)
        n = min(old.num_embeddings, new_num_tokens)
        with torch.no_grad():
            new.weight[:n] = old.weight[:n]
        self.set_input_embeddings(new)
        self.config.vocab_size = new_num_tokens
        return new

    def forward(self, input_ids, attention_mask=None, labels=None, **kwargs):
        hidden, _ = self.encoder(self.word_embeddings(input_ids))
        if attention_mask is None:
            attention_mask = input_ids.ne(self.config.pad_token_id)
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * mask).sum(1) / mask.sum(1).clamp_min(1.0)
        logits = self.classifier(self.dropout(pooled))
        loss = F.cross_entropy(logits, labels) if labels is not None else None
        return SequenceClassifierOutput(loss=loss, logits=logits)
