import torch.nn.functional as F


def masked_mse(out, batch):
    recon, _ = out
    patches, mask, _ = batch
    return ((recon - patches) ** 2).mean(-1)[mask].mean()


def phase_regression(out, batch):
    _, phase = out
    return F.smooth_l1_loss(phase, batch[2])


OBJECTIVES = {"recon": masked_mse, "phase": phase_regression}


def build_objectives(spec):
    return {name: (OBJECTIVES[name], weight) for name, weight in spec.items()}
