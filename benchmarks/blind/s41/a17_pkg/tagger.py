import torch
import torch.nn as nn
import torch.nn.functional as F


class SlotTagger(nn.Module):
    def __init__(self, vocab_size, num_slots, dim=64):
        super().__init__()
        self.embeddings = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.encoder = nn.LSTM(dim, dim, batch_first=True, bidirectional=True)
        self.slot_head = nn.Linear(2 * dim, num_slots)

    def resize_token_embeddings(self, new_num_tokens):
        old = self.embeddings
        new = nn.Embedding(new_num_tokens, old.embedding_dim, padding_idx=old.padding_idx)
        n = old.num_embeddings
        with torch.no_grad():
            new.weight[:n] = old.weight
            new.weight[n:] = old.weight[2:].mean(0, keepdim=True)
        self.embeddings = new
        return new

    def forward(self, input_ids, first_piece_mask, labels=None, **kwargs):
        states, _ = self.encoder(self.embeddings(input_ids))
        logits = self.slot_head(states)
        out = {"logits": logits}
        if labels is not None:
            out["loss"] = F.cross_entropy(logits[first_piece_mask], labels[first_piece_mask])
        return out
