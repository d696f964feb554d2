import torch


def prompt_optimizer(model, lr_prompt=3e-2, lr_head=5e-3):
    head = list(model.head.parameters())
    head_ids = {id(p) for p in head}
    rest = [p for p in model.parameters() if p.requires_grad and id(p) not in head_ids]
    return torch.optim.Adam([{"params": rest, "lr": lr_prompt},
                            {"params": head, "lr": lr_head}])
