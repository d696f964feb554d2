"""CycleGAN-style unpaired T1 <-> T2 MRI contrast translation on synthetic brain phantoms."""
import itertools
import random

import torch
import torch.nn as nn
import torch.nn.functional as F

OPTS = {"ngf": 16, "ndf": 16, "lr": 2e-4, "lambda_cycle": 10.0, "lambda_idt": 0.5, "pool_size": 50,
        "batch": 8, "iterations": 80, "print_every": 20}


def phantom_batch(n, contrast, gen):
    """Ellipse phantoms. T1: white matter bright, CSF dark. T2: the reverse."""
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, 24), torch.linspace(-1, 1, 24), indexing="ij")
    out = []
    for _ in range(n):
        a, b = 0.75 + 0.1 * torch.rand(2, generator=gen)
        skull = ((xx / a) ** 2 + (yy / b) ** 2 < 1).float()
        wm = ((xx / (0.7 * a)) ** 2 + (yy / (0.7 * b)) ** 2 < 1).float()
        cx = 0.15 * (torch.rand((), generator=gen) - 0.5)
        csf = (((xx - cx) / 0.18) ** 2 + (yy / 0.3) ** 2 < 1).float()
        if contrast == "T1":
            img = 0.4 * skull + 0.4 * wm - 0.6 * csf
        else:
            img = 0.6 * skull - 0.3 * wm + 0.6 * csf
        out.append(img + 0.03 * torch.randn(24, 24, generator=gen))
    return (torch.stack(out).unsqueeze(1) * 2 - 0.6).clamp(-1, 1)


def translator(ngf):
    return nn.Sequential(
        nn.Conv2d(1, ngf, 3, padding=1), nn.InstanceNorm2d(ngf), nn.ReLU(True),
        nn.Conv2d(ngf, ngf, 3, padding=1), nn.InstanceNorm2d(ngf), nn.ReLU(True),
        nn.Conv2d(ngf, 1, 3, padding=1), nn.Tanh())


def patch_discriminator(ndf):
    return nn.Sequential(
        nn.Conv2d(1, ndf, 4, 2, 1), nn.LeakyReLU(0.2, True),
        nn.Conv2d(ndf, 2 * ndf, 4, 2, 1), nn.InstanceNorm2d(2 * ndf), nn.LeakyReLU(0.2, True),
        nn.Conv2d(2 * ndf, 1, 3, 1, 1))


class ImagePool:
    """History of generated images (Shrivastava et al.): the discriminator sees old fakes too."""

    def __init__(self, size):
        self.size, self.images = size, []

    def query(self, images):
        images = images.detach()
        out = []
        for img in images:
            img = img.unsqueeze(0)
            if len(self.images) < self.size:
                self.images.append(img.clone())
                out.append(img)
            elif random.random() < 0.5:
                i = random.randrange(self.size)
                out.append(self.images[i].clone())
                self.images[i] = img.clone()
            else:
                out.append(img)
        return torch.cat(out)


def set_requires_grad(nets, flag):
    for net in nets:
        for p in net.parameters():
            p.requires_grad = flag


class CycleGANModel:
    def __init__(self, opt):
        self.opt = opt
        self.netG_A, self.netG_B = translator(opt["ngf"]), translator(opt["ngf"])   # A->B, B->A
        self.netD_A, self.netD_B = patch_discriminator(opt["ndf"]), patch_discriminator(opt["ndf"])
        self.optimizer_G = torch.optim.Adam(itertools.chain(self.netG_A.parameters(), self.netG_B.parameters()),
                                            lr=opt["lr"], betas=(0.5, 0.999))
        self.optimizer_D = torch.optim.Adam(itertools.chain(self.netD_A.parameters(), self.netD_B.parameters()),
                                            lr=opt["lr"], betas=(0.5, 0.999))
        self.fake_A_pool, self.fake_B_pool = ImagePool(opt["pool_size"]), ImagePool(opt["pool_size"])
        self.visuals, self.losses = [], {}

    @staticmethod
    def gan_loss(pred, real):
        return F.mse_loss(pred, torch.full_like(pred, 1.0 if real else 0.0))

    def forward(self, real_A, real_B):
        self.real_A, self.real_B = real_A, real_B
        self.fake_B = self.netG_A(real_A)
        self.rec_A = self.netG_B(self.fake_B)
        self.fake_A = self.netG_B(real_B)
        self.rec_B = self.netG_A(self.fake_A)

    def backward_G(self):
        lam, idt = self.opt["lambda_cycle"], self.opt["lambda_idt"]
        loss_idt_A = F.l1_loss(self.netG_A(self.real_B), self.real_B) * lam * idt
        loss_idt_B = F.l1_loss(self.netG_B(self.real_A), self.real_A) * lam * idt
        loss_G_A = self.gan_loss(self.netD_A(self.fake_B), True)
        loss_G_B = self.gan_loss(self.netD_B(self.fake_A), True)
        loss_cycle = (F.l1_loss(self.rec_A, self.real_A) + F.l1_loss(self.rec_B, self.real_B)) * lam
        self.loss_G = loss_G_A + loss_G_B + loss_cycle + loss_idt_A + loss_idt_B
        self.loss_G.backward()
        self.losses.update(G_A=loss_G_A.item(), G_B=loss_G_B.item(), cycle=loss_cycle.item())

    def backward_D_basic(self, netD, real, fake):
        loss_D = 0.5 * (self.gan_loss(netD(real), True) + self.gan_loss(netD(fake), False))
        loss_D.backward()
        return loss_D.item()

    def optimize_parameters(self, real_A, real_B):
        self.forward(real_A, real_B)
        set_requires_grad([self.netD_A, self.netD_B], False)
        self.optimizer_G.zero_grad()
        self.backward_G()
        self.optimizer_G.step()
        set_requires_grad([self.netD_A, self.netD_B], True)
        self.optimizer_D.zero_grad()
        self.losses["D_A"] = self.backward_D_basic(self.netD_A, self.real_B, self.fake_B_pool.query(self.fake_B))
        self.losses["D_B"] = self.backward_D_basic(self.netD_B, self.real_A, self.fake_A_pool.query(self.fake_A))
        self.optimizer_D.step()
        self.visuals = (self.visuals + [self.fake_B.detach()[:2]])[-10:]


@torch.no_grad()
def translation_error(model, gen, n=64):
    """Paired phantoms exist only for evaluation: same anatomy rendered in both contrasts."""
    state = gen.get_state()
    t1 = phantom_batch(n, "T1", gen)
    gen.set_state(state)
    t2 = phantom_batch(n, "T2", gen)
    return F.l1_loss(model.netG_A(t1), t2).item()


def main():
    random.seed(0)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    model = CycleGANModel(OPTS)
    print(f"T1->T2 L1 error before: {translation_error(model, torch.Generator().manual_seed(99)):.3f}")
    for it in range(1, OPTS["iterations"] + 1):
        model.optimize_parameters(phantom_batch(OPTS["batch"], "T1", gen), phantom_batch(OPTS["batch"], "T2", gen))
        if it % OPTS["print_every"] == 0:
            logs = " ".join(f"{k} {v:.3f}" for k, v in model.losses.items())
            print(f"iter {it}: {logs} | T1->T2 L1 {translation_error(model, torch.Generator().manual_seed(99)):.3f}")


if __name__ == "__main__":
    main()
