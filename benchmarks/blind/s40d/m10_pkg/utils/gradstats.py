import torch


class AverageMeter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def update(self, v, k=1):
        self.sum += v * k
        self.n += k

    @property
    def avg(self):
        return self.sum / max(self.n, 1)


def task_gradient_norms(task_losses, shared_params):
    """L2 norm of each task's gradient w.r.t. the shared trunk (conflict diagnostics)."""
    norms, flat = {}, {}
    for name, value in task_losses.items():
        grads = torch.autograd.grad(value, shared_params, allow_unused=True)
        vec = torch.cat([g.reshape(-1) for g in grads if g is not None])
        norms[name] = vec.norm().item()
        flat[name] = vec
    names = list(flat)
    cos = {
        f"{a}/{b}": torch.nn.functional.cosine_similarity(flat[a], flat[b], dim=0).item()
        for i, a in enumerate(names) for b in names[i + 1:]
    }
    return norms, cos


def brew_recipes(n, seed=0):
    """Toy homebrew recipes -> (IBU, SRM colour, ABV %, style)."""
    g = torch.Generator().manual_seed(seed)
    grist = torch.distributions.Dirichlet(torch.tensor([6.0, 1.0, 0.5, 1.0])).sample((n,))
    pale, crystal, roast, wheat = grist.T
    og = 1.035 + 0.05 * torch.rand(n, generator=g)
    hops_g_l = 0.5 + 4.5 * torch.rand(n, generator=g)
    alpha = 0.04 + 0.10 * torch.rand(n, generator=g)
    boil = 30 + 60 * torch.rand(n, generator=g)
    atten = 0.65 + 0.2 * torch.rand(n, generator=g)
    mash_c = 63 + 6 * torch.rand(n, generator=g)
    x = torch.stack([pale, crystal, roast, wheat, og, hops_g_l, alpha, boil, atten, mash_c], 1)
    util = 1.65 * 0.000125 ** (og - 1) * (1 - torch.exp(-0.04 * boil)) / 4.15
    ibu = util * alpha * hops_g_l * 1000
    mcu = 8 * crystal * 60 + 8 * roast * 500 + 8 * (pale + wheat) * 3
    srm = 1.49 * mcu ** 0.69
    abv = (og - 1) * atten * (1 - 0.02 * (mash_c - 63)) * 131.25
    style = torch.where(roast > 0.12, 3, torch.where(ibu > 45, 2, torch.where(wheat > 0.2, 1, 0)))
    targets = {
        "ibu": (ibu + torch.randn(n, generator=g) * 2).unsqueeze(1),
        "srm": (srm + torch.randn(n, generator=g)).unsqueeze(1),
        "abv": (abv + 0.1 * torch.randn(n, generator=g)).unsqueeze(1),
        "style": style,
    }
    return x, targets
