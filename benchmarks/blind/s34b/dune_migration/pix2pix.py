import torch
from torch import nn

from dune_migration.nets import PatchDiscriminator, UNetGenerator
from dune_migration.utils import set_requires_grad


class Pix2PixModel:
    def __init__(self, opt):
        self.opt = opt
        self.netG = UNetGenerator()
        self.netD = PatchDiscriminator()
        self.criterionGAN = nn.BCEWithLogitsLoss()
        self.criterionL1 = nn.L1Loss()
        self.optimizer_G = torch.optim.Adam(self.netG.parameters(), lr=opt["lr"],
                                            betas=(0.5, 0.999))
        self.optimizer_D = torch.optim.Adam(self.netD.parameters(), lr=opt["lr"],
                                            betas=(0.5, 0.999))
        self.schedulers = [
            torch.optim.lr_scheduler.LambdaLR(o, lambda it: 1.0 - max(0, it - opt["hold"])
                                              / float(opt["decay"] + 1))
            for o in (self.optimizer_G, self.optimizer_D)
        ]

    def set_input(self, cond, target):
        self.real_A = cond
        self.real_B = target

    def forward(self):
        self.fake_B = self.netG(self.real_A)

    def backward_D(self):
        fake_AB = torch.cat((self.real_A, self.fake_B), 1)
        pred_fake = self.netD(fake_AB.detach())
        loss_D_fake = self.criterionGAN(pred_fake, torch.zeros_like(pred_fake))
        real_AB = torch.cat((self.real_A, self.real_B), 1)
        pred_real = self.netD(real_AB)
        loss_D_real = self.criterionGAN(pred_real, torch.ones_like(pred_real))
        self.loss_D = 0.5 * (loss_D_fake + loss_D_real)
        self.loss_D.backward()

    def backward_G(self):
        fake_AB = torch.cat((self.real_A, self.fake_B), 1)
        pred_fake = self.netD(fake_AB)
        self.loss_G_GAN = self.criterionGAN(pred_fake, torch.ones_like(pred_fake))
        self.loss_G_L1 = self.criterionL1(self.fake_B, self.real_B) * self.opt["lambda_L1"]
        self.loss_G = self.loss_G_GAN + self.loss_G_L1
        self.loss_G.backward()

    def optimize_parameters(self):
        self.forward()
        set_requires_grad(self.netD, True)
        self.optimizer_D.zero_grad()
        self.backward_D()
        self.optimizer_D.step()
        set_requires_grad(self.netD, False)
        self.optimizer_G.zero_grad()
        self.backward_G()
        self.optimizer_G.step()

    def update_learning_rate(self):
        for s in self.schedulers:
            s.step()

    def current_losses(self):
        return {k: getattr(self, "loss_" + k).item() for k in ("D", "G_GAN", "G_L1")}
