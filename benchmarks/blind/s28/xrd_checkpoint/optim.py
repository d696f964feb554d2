import torch


def muon_with_adamw(model, lr_muon=0.02, lr_adamw=2e-3, weight_decay=0.01):
    """Muon for the hidden weight matrices of the blocks; AdamW for everything else
    (embeddings, positions, norms, biases, layer scales and the classifier)."""
    hidden, rest = [], []
    for name, param in model.named_parameters():
        (hidden if name.startswith("blocks.") and param.ndim == 2 else rest).append(param)
    return [torch.optim.Muon(hidden, lr=lr_muon, weight_decay=weight_decay, adjust_lr_fn="match_rms_adamw"),
            torch.optim.AdamW(rest, lr=lr_adamw, weight_decay=weight_decay)]
