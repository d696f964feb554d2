import torch

LRS = {"encoder": 2e-3, "head": 5e-3}


def build(model):
    groups = [{"params": list(model.encoder.parameters()), "lr": LRS["encoder"], "tag": "encoder"}]
    for name, head in model.heads.items():
        groups.append({"params": list(head.parameters()), "lr": LRS["head"], "tag": name})
    return torch.optim.Adam(groups)


def attach_head(opt, name, head):
    opt.add_param_group({"params": list(head.parameters()), "lr": LRS["head"], "tag": name})


def tags(opt):
    return [g["tag"] for g in opt.param_groups]
