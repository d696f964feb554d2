import torch
import torch.nn as nn
import torch.nn.functional as F


class PromptTuningClassifier(nn.Module):
    """text + [soft prompt] -> frozen LM (suffix prompt, left-padded batches); the label is read from
    the LM's next-token scores over one verbalizer word per class."""

    def __init__(self, backbone, n_prompt_tokens, verbalizer_ids):
        super().__init__()
        self.backbone = backbone
        for p in self.backbone.parameters():
            p.requires_grad_(False)
        dim = backbone.embed.embedding_dim
        self.soft_prompt = nn.Parameter(torch.randn(n_prompt_tokens, dim) * 0.02)
        self.register_buffer("verbalizer_ids", torch.as_tensor(verbalizer_ids))

    def init_prompt_from_vocab(self, token_ids):
        """Start from real word embeddings instead of noise (sampled vocab init)."""
        token_ids = torch.as_tensor(token_ids)[: self.soft_prompt.size(0)]
        if token_ids.numel() < self.soft_prompt.size(0):
            missing = self.soft_prompt.size(0) - token_ids.numel()
            extra = torch.randint(3, self.backbone.embed.num_embeddings, (missing,))
            token_ids = torch.cat([token_ids, extra])
        self.soft_prompt = self.backbone.embed.weight[token_ids].clone().detach()

    def forward(self, input_ids, labels=None, **kwargs):
        emb = self.backbone.embed(input_ids)
        prompt = self.soft_prompt.unsqueeze(0).expand(input_ids.size(0), -1, -1)
        out = self.backbone(inputs_embeds=torch.cat([emb, prompt], 1), **kwargs)
        logits = out["logits"][:, -1, self.verbalizer_ids]
        return {"logits": logits, "loss": F.cross_entropy(logits, labels) if labels is not None else None}
