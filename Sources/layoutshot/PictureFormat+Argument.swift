import ArgumentParser
import LayoutPipeline

extension PictureFormat: ExpressibleByArgument {}
