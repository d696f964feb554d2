import torch
import torch.nn.functional as F

from stepping import differentiates, timed, updates


def make_train_step(model, optimizer, bloom_weight=0.5):
    @timed
    @differentiates
    @updates(optimizer, clip=5.0)
    def train_step(curve, recipe, ti, bloom):
        model.train()
        pred_ti, bloom_logit = model(curve, recipe)
        ti_loss = F.huber_loss(pred_ti, ti, delta=0.5)
        bloom_loss = F.binary_cross_entropy_with_logits(bloom_logit, bloom)
        return ti_loss + bloom_weight * bloom_loss, {"ti": ti_loss.item(), "bloom": bloom_loss.item()}

    return train_step


@torch.no_grad()
def evaluate(model, curve, recipe, ti, bloom):
    model.eval()
    pred_ti, bloom_logit = model(curve, recipe)
    mae = (pred_ti - ti).abs().mean().item()
    acc = ((bloom_logit > 0).float() == bloom).float().mean().item()
    return mae, acc
