import math
from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class LMConfig:
    vocab_size: int
    n_positions: int = 48
    n_embd: int = 64
    n_head: int = 4
    n_layer: int = 2
    dropout: float = 0.1
    pad_token_id: int = 0
    tie_word_embeddings: bool = True


@dataclass
class CausalLMOutput:
    loss: Optional[torch.Tensor]
    logits: torch.Tensor


class CausalSelfAttention(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.n_head, self.head_dim = cfg.n_head, cfg.n_embd // cfg.n_head
        self.c_attn = nn.Linear(cfg.n_embd, 3 * cfg.n_embd)
        self.c_proj = nn.Linear(cfg.n_embd, cfg.n_embd)
        self.drop = nn.Dropout(cfg.dropout)
        self.register_buffer("bias", torch.tril(torch.ones(cfg.n_positions, cfg.n_positions, dtype=torch.bool))
                             .view(1, 1, cfg.n_positions, cfg.n_positions), persistent=False)

    def forward(self, x, attention_mask=None):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, self.n_head, self.head_dim).transpose(1, 2) for t in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(self.head_dim))
        att.masked_fill_(~self.bias[:, :, :T, :T], float("-inf"))
        if attention_mask is not None:
            att += attention_mask
        att = self.drop(F.softmax(att, dim=-1))
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        return self.c_proj(y)


class Block(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.ln_1, self.ln_2 = nn.LayerNorm(cfg.n_embd), nn.LayerNorm(cfg.n_embd)
        self.attn = CausalSelfAttention(cfg)
        self.mlp = nn.Sequential(nn.Linear(cfg.n_embd, 4 * cfg.n_embd), nn.GELU(),
                                 nn.Linear(4 * cfg.n_embd, cfg.n_embd), nn.Dropout(cfg.dropout))

    def forward(self, x, **kwargs):
        x = x + self.attn(self.ln_1(x), **kwargs)
        return x + self.mlp(self.ln_2(x))


class TinyGPT(nn.Module):
    def __init__(self, cfg: LMConfig):
        super().__init__()
        self.config = cfg
        self.wte = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.wpe = nn.Embedding(cfg.n_positions, cfg.n_embd)
        self.blocks = nn.ModuleList(Block(cfg) for _ in range(cfg.n_layer))
        self.ln_f = nn.LayerNorm(cfg.n_embd)
        self.lm_head = nn.Linear(cfg.n_embd, cfg.vocab_size, bias=False)
        self.apply(self._init_weights)
        self.tie_weights()

    def _init_weights(self, module):
        if isinstance(module, (nn.Linear, nn.Embedding)):
            nn.init.normal_(module.weight, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)

    def tie_weights(self):
        if self.config.tie_word_embeddings:
            self.lm_head.weight = self.wte.weight

    def forward(self, input_ids, attention_mask=None, labels=None, **kwargs):
        T = input_ids.size(1)
        x = self.wte(input_ids) + self.wpe(torch.arange(T, device=input_ids.device))
        ext = None
        if attention_mask is not None:
            ext = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * torch.finfo(x.dtype).min
        for block in self.blocks:
            x = block(x, attention_mask=ext)
        logits = self.lm_head(self.ln_f(x))
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits[:, :-1].reshape(-1, logits.size(-1)), labels[:, 1:].reshape(-1),
                                   ignore_index=-100)
        return CausalLMOutput(loss=loss, logits=logits)

    @torch.inference_mode()
    def generate(self, input_ids, max_new_tokens=30, eos_token_id=2):
        for _ in range(max_new_tokens):
            next_tok = self(input_ids[:, -self.config.n_positions:]).logits[:, -1].argmax(-1, keepdim=True)
            input_ids = torch.cat([input_ids, next_tok], 1)
            if (next_tok == eos_token_id).all():
                break
        return input_ids
