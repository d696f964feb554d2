import torch


def trainable(model):
    return [p for p in model.parameters() if p.requires_grad]


def build_optimizer(model, lr=3e-3):
    params = trainable(model)
    print(f"trainable tensors: {len(params)}, values: {sum(p.numel() for p in params)}")
    return torch.optim.AdamW(params, lr=lr, weight_decay=0.0)
