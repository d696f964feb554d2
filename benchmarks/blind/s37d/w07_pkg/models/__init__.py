from .pointnet import PointNetCls

__all__ = ["PointNetCls"]
