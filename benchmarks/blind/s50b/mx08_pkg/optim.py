import torch


def qat_optimizer(model, lr):
    weights = [p for n, p in model.named_parameters() if n.endswith("weight")]
    biases = [p for n, p in model.named_parameters() if n.endswith("bias")]
    return torch.optim.SGD([{"params": weights, "weight_decay": 5e-4},
                            {"params": biases, "weight_decay": 0.0}], lr=lr, momentum=0.9)
