import torch.nn.functional as F


class Accelerator:
    def prepare(self, *objs):
        return objs

    def backward(self, loss):
        loss.backward()


def vq_step(model, opt, accelerator, x, beta):
    opt.zero_grad()
    out = model(x)
    rec = F.mse_loss(out["recon"], x)
    loss = rec + out["cb_loss"] + beta * out["commit"]
    accelerator.backward(loss)
    opt.step()
    return out, rec.item()
