import torch
import torch.nn as nn

from .utils import AverageMeter, batches, evaluate


class SourceTrainer:
    def __init__(self, encoder, classifier, args):
        self.encoder, self.classifier, self.args = encoder, classifier, args
        params = list(encoder.parameters()) + list(classifier.parameters())
        self.optim = torch.optim.Adam(params, lr=args.lr_src, betas=(0.5, 0.999))
        self.criterion = nn.CrossEntropyLoss()

    def fit(self, x, y):
        for epoch in range(self.args.src_epochs):
            self.encoder.train()
            self.classifier.train()
            meter = AverageMeter()
            for xb, yb in batches(x, y, self.args.batch_size):
                loss = self.criterion(self.classifier(self.encoder(xb)), yb)
                self.optim.zero_grad()
                loss.backward()
                self.optim.step()
                meter.update(loss.item(), len(xb))
            print(f"[src] epoch {epoch}  ce {meter.avg:.4f}")


class ADDATrainer:
    """Adversarial discriminative domain adaptation (Tzeng et al. 2017)."""

    def __init__(self, src_encoder, tgt_encoder, critic, optim_tgt, optim_critic, args):
        self.src_encoder = src_encoder
        self.tgt_encoder = tgt_encoder
        self.critic = critic
        self.optim_tgt = optim_tgt
        self.optim_critic = optim_critic
        self.criterion = nn.CrossEntropyLoss()
        self.args = args

    def train_epoch(self, x_src, x_tgt):
        self.tgt_encoder.train()
        self.critic.train()
        d_meter, g_meter, acc_meter = AverageMeter(), AverageMeter(), AverageMeter()
        bs = self.args.batch_size
        dummy = torch.zeros(len(x_src), dtype=torch.long)
        for (xs, _), (xt, _) in zip(batches(x_src, dummy, bs), batches(x_tgt, dummy[: len(x_tgt)], bs)):
            # 1) train the domain critic
            feat_src = self.src_encoder(xs)
            feat_tgt = self.tgt_encoder(xt)
            feat_concat = torch.cat((feat_src, feat_tgt), 0)
            pred_concat = self.critic(feat_concat)
            label_src = torch.ones(feat_src.size(0), dtype=torch.long)
            label_tgt = torch.zeros(feat_tgt.size(0), dtype=torch.long)
            label_concat = torch.cat((label_src, label_tgt), 0)
            loss_critic = self.criterion(pred_concat, label_concat)
            self.optim_critic.zero_grad()
            loss_critic.backward()
            self.optim_critic.step()
            acc = (pred_concat.argmax(1) == label_concat).float().mean().item()

            # 2) train the target encoder with inverted labels
            self.optim_tgt.zero_grad()
            pred_tgt = self.critic(feat_tgt)
            loss_tgt = self.criterion(pred_tgt, torch.ones_like(label_tgt))
            loss_tgt.backward()
            self.optim_tgt.step()

            d_meter.update(loss_critic.item())
            g_meter.update(loss_tgt.item())
            acc_meter.update(acc)
        return d_meter.avg, g_meter.avg, acc_meter.avg

    def fit(self, x_src, x_tgt, classifier, x_tgt_test, y_tgt_test):
        self.src_encoder.eval()
        for epoch in range(self.args.adapt_epochs):
            d, g, acc = self.train_epoch(x_src, x_tgt)
            tgt_acc = evaluate(self.tgt_encoder, classifier, x_tgt_test, y_tgt_test)
            print(f"[adapt] epoch {epoch}  d_loss {d:.4f}  g_loss {g:.4f}  "
                  f"d_acc {acc:.3f}  target acc {tgt_acc:.3f}")
