import torch


def cxcywh_to_xyxy(b):
    cx, cy, w, h = b.unbind(-1)
    return torch.stack([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], -1)


def box_iou(pred, target):
    p, t = cxcywh_to_xyxy(pred), cxcywh_to_xyxy(target)
    lt = torch.max(p[:, :2], t[:, :2])
    rb = torch.min(p[:, 2:], t[:, 2:])
    inter = (rb - lt).clamp(min=0).prod(1)
    area_p = (p[:, 2:] - p[:, :2]).prod(1)
    area_t = (t[:, 2:] - t[:, :2]).prod(1)
    return inter / (area_p + area_t - inter + 1e-6)
