import torch
import torch.nn as nn
import torch.nn.functional as F


class GRULanguageModel(nn.Module):
    def __init__(self, vocab_size, dim=64):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.lm_head = nn.Linear(dim, vocab_size, bias=False)
        self.lm_head.weight = self.embed.weight

    def forward(self, input_ids=None, inputs_embeds=None, **kwargs):
        if inputs_embeds is None:
            inputs_embeds = self.embed(input_ids)
        hidden, _ = self.rnn(inputs_embeds)
        return {"hidden_states": hidden, "logits": self.lm_head(hidden)}


def pretrain_lm(lm, token_batches, epochs=2, lr=5e-3):
    opt = torch.optim.Adam(lm.parameters(), lr=lr)
    for epoch in range(epochs):
        total = 0.0
        for ids in token_batches:
            logits = lm(ids)["logits"]
            loss = F.cross_entropy(logits[:, :-1].reshape(-1, logits.size(-1)), ids[:, 1:].reshape(-1),
                                   ignore_index=0)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
        print(f"[lm pretrain] epoch {epoch} loss {total / len(token_batches):.3f}")
    return lm
