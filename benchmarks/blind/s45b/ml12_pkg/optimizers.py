import torch

HEAD_LR = {"crispness": 2e-3, "oil_uptake": 2e-3, "colour_L": 1e-3}


def build(model, backbone_lr=1e-3):
    """Adam for the shared encoder, plain momentum SGD with per-task learning rates for the heads."""
    backbone = torch.optim.AdamW(model.backbone.parameters(), lr=backbone_lr, weight_decay=1e-4)
    heads = torch.optim.SGD(
        [{"params": model.heads[t].parameters(), "lr": lr} for t, lr in HEAD_LR.items()],
        lr=1e-3, momentum=0.9,
    )
    return {"backbone": backbone, "heads": heads}
