import torch

from .kinematics import reach
from .mdn import likeliest_pose


def negative_log_likelihood(mixture, angles):
    """Mixture NLL of the demonstrated joint angles."""
    return -mixture.log_prob(angles)


@torch.no_grad()
def reach_error(model, hands, upper, fore):
    """Distance between the wanted hand position and where the likeliest predicted pose puts it."""
    model.eval()
    pose = likeliest_pose(model(hands))
    return (reach(pose, upper, fore) - hands).norm(dim=1).mean().item()
