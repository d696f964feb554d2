import torch
import torch.nn as nn


class LengthNormalisedCTC(nn.Module):
    """CTC per bout divided by the number of notes, averaged over the batch."""

    def __init__(self, blank=0):
        super().__init__()
        self.ctc = nn.CTCLoss(blank=blank, reduction="none", zero_infinity=True)

    def forward(self, log_probs, lens, labels, label_lens):
        per_bout = self.ctc(log_probs.transpose(0, 1), labels, lens, label_lens)
        per_note = per_bout / label_lens.clamp(min=1).to(per_bout.dtype)
        return per_note.mean(), per_note.detach()
