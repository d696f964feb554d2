import torch
import torch.nn as nn


class BahdanauAttention(nn.Module):
    def __init__(self, enc_dim, dec_dim, attn_dim):
        super().__init__()
        self.W_h = nn.Linear(enc_dim, attn_dim, bias=False)
        self.W_s = nn.Linear(dec_dim, attn_dim)
        self.v = nn.Linear(attn_dim, 1, bias=False)

    def forward(self, dec_state, enc_out, enc_feat=None, src_mask=None):
        if enc_feat is None:
            enc_feat = self.W_h(enc_out)
        energy = self.v(torch.tanh(enc_feat + self.W_s(dec_state).unsqueeze(1))).squeeze(-1)
        if src_mask is not None:
            energy = energy.masked_fill(~src_mask, -1e9)
        attn_dist = torch.softmax(energy, dim=-1)
        context = torch.bmm(attn_dist.unsqueeze(1), enc_out).squeeze(1)
        return context, attn_dist
