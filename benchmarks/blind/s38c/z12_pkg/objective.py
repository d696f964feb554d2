import torch.nn.functional as F

from .decorators import no_grad_if, timed
from .settings import CFG


@timed
@no_grad_if(CFG["runtime"]["fast_eval"])
def forecast_loss(model, x, y):
    pred = model(x)
    return F.smooth_l1_loss(pred, y), pred
